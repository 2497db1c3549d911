import { ContentImage, type ContentPhoto } from '@/components/content-image/ContentImage';
import { Markdown } from '@/components/markdown/Markdown';
import { HIDDEN_UNTIL_PARSED, ParsedEnd } from '@/components/shell/parsed';
import { HeaderPhoto, type PhotoHeaderLayoutProps } from './HeaderPhoto';

/**
 * The landing layout (events): a full-width header photo with the event's
 * logo, audience and title, the introduction and a highlighted note, then the
 * landing's boxes and sponsors.
 */
export function LandingLayout({
  title,
  audience,
  description,
  specialNote,
  photo,
  logo,
  children,
  t,
}: PhotoHeaderLayoutProps & {
  audience?: string | null;
  specialNote?: string | null;
  logo?: ContentPhoto | null;
}) {
  return (
    <div data-layout="landing" className="pb-16">
      <header className="relative isolate overflow-hidden bg-neutral-900 text-white">
        <HeaderPhoto photo={photo} className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60" />
        {/* Aligned to the header's bottom, so hidden until all of it is parsed: a paint before the title would show the logo where the title then pushes it up. */}
        <div
          className={`mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-end gap-3 px-4 py-10 md:min-h-[28rem] ${HIDDEN_UNTIL_PARSED}`}
        >
          {logo ? (
            <ContentImage photo={logo} width={80} height={80} className="size-20 rounded-lg bg-white p-1" />
          ) : null}
          {audience ? (
            <p className="w-fit rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-neutral-900">
              {audience}
            </p>
          ) : null}
          <h1 className="max-w-4xl text-3xl font-extrabold drop-shadow md:text-5xl">{title}</h1>
          <ParsedEnd />
        </div>
      </header>
      {description || specialNote ? (
        <div className="mx-auto mt-8 grid max-w-7xl gap-6 px-4 md:grid-cols-[2fr_1fr]">
          {description ? <Markdown source={description} t={t} className="text-lg text-neutral-800" /> : null}
          {specialNote ? (
            <aside
              className="h-fit rounded-xl border-l-4 border-brand bg-red-50 p-4 text-neutral-900"
              data-testid="special-note"
            >
              {specialNote}
            </aside>
          ) : null}
        </div>
      ) : null}
      <div className="mt-10 flex flex-col gap-10">{children}</div>
    </div>
  );
}
