import { packageEnquiryResponse } from '@/lib/submissions/routes';

/** The package page's enquiry form posts here, with JavaScript (JSON) or without (a plain form): lib/submissions/enquiry.ts. */
export async function POST(request: Request) {
  return packageEnquiryResponse(request);
}
