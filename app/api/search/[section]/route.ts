import { searchResponse } from '@/lib/search/handover-route';

/** A search form of the search bar hands over here (GET, so it works without JavaScript); see lib/search/handover-route.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ section: string }> }) {
  return searchResponse(new URL(request.url), (await params).section);
}
