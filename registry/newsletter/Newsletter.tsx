import { ContentImage } from '@/components/content-image/ContentImage';
import { ContentLink } from '@/components/content-link/ContentLink';
import type { ModuleProps } from '@/registry/define';
import type { newsletterSchema } from './schema';

/** An invitation to sign up for the newsletter: image, heading, text and a call to action. */
export function Newsletter({ data, context: { t } }: ModuleProps<typeof newsletterSchema>) {
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-6 rounded-2xl bg-neutral-100 p-6 md:grid-cols-[1fr_2fr]">
      {data.image ? (
        <ContentImage
          photo={data.image}
          width={850}
          height={650}
          sizes="(min-width: 768px) 33vw, 100vw"
          className="h-auto w-full rounded-xl object-cover"
        />
      ) : null}
      <div>
        <h2 className="text-2xl font-bold">{data.name}</h2>
        {data.description ? <p className="mt-2 text-neutral-700">{data.description}</p> : null}
        <ContentLink
          href={data.url}
          newTab={data.external}
          t={t}
          action="main"
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
        >
          {data.cta}
        </ContentLink>
      </div>
    </section>
  );
}
