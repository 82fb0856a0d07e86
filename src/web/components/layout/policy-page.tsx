import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from './container';
import { PageHeader } from './page-header';

export interface PolicySection {
  /** The section's anchor (`/privacy#deletion`), linked from the contents and from other pages. */
  id: string;
  title: string;
  body: ReactNode;
}

export interface PolicyPageProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** When the text last changed, as people read it ("23 November 2026"). */
  updated: string;
  sections: readonly PolicySection[];
}

/**
 * The shop's written policies (/terms, /privacy, /returns): a contents list, then one headed section
 * each, in readable widths. The text itself lives in each page.
 */
export function PolicyPage({ title, description, icon: Icon, updated, sections }: PolicyPageProps) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Icon className="size-6" aria-hidden="true" />
          </span>
        }
      >
        <p className="mt-4 text-sm text-stone-500">Last updated {updated}</p>
      </PageHeader>

      <Container className="grid gap-10 py-8 sm:py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="contents-heading" className="text-xs font-bold tracking-wider text-brand-700 uppercase">
            On this page
          </h2>
          <ol className="mt-3 flex flex-col gap-1 border-l border-stone-200 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-stone-600 hover:border-brand-600 hover:text-brand-800"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="flex max-w-3xl min-w-0 flex-col gap-10">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-xl font-extrabold tracking-tight text-stone-900 sm:text-2xl"
              >
                {section.title}
              </h2>
              <div className="mt-3 flex flex-col gap-3 text-base leading-relaxed text-stone-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a:hover]:underline [&_li]:pl-1 [&_strong]:text-stone-900 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
