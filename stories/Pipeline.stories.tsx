// TEMPORARY: proves the Storybook / image / screenshot pipeline; deleted before hand-off.
import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ContentImage } from '@/components/content-image/ContentImage';

function Pipeline({ colour }: { colour: string }) {
  return (
    <section className="mx-auto my-10 grid max-w-7xl gap-6 p-6 md:grid-cols-2">
      <ContentImage
        photo={{ title: 'Europe', url: '/content/images/ventura/asset-missing/0/missing.webp?w=850&h=650&fit=fill&fm=webp' }}
        width={850}
        height={650}
        sizes="(min-width: 768px) 50vw, 100vw"
        className="h-auto w-full rounded-xl"
      />
      <div>
        <h2 className="text-2xl font-bold">Pipeline</h2>
        <span className={`mt-4 inline-block rounded-full px-6 py-3 font-semibold text-white ${colour}`}>
          A button
        </span>
      </div>
    </section>
  );
}

const meta = { title: 'Pipeline', component: Pipeline, args: { colour: 'bg-brand' } } satisfies Meta<typeof Pipeline>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
