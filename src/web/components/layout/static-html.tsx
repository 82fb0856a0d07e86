import { useHydrated } from '@web/lib/use-hydrated';
import { type ComponentProps, type MouseEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

type StaticHtmlProps = ComponentProps<'div'> & { as?: 'aside' | 'div' | 'footer' | 'section' };

/**
 * Content that never changes while the page is open, kept as the server's HTML: while a
 * server-rendered page hydrates, React takes this element's HTML as it is instead of hydrating
 * every element in it, which shortens the main thread's work on a phone before it can answer a
 * touch (ADR 051). Rendered as usual on the server and when the browser renders the page itself. A
 * link in it still opens its page in the app rather than reloading the shop.
 */
export function StaticHtml({ as: Element = 'div', children, ...props }: StaticHtmlProps) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [serverHtml] = useState(() =>
    hydrated || typeof document === 'undefined'
      ? undefined
      : document.querySelector(`[data-static-html="${CSS.escape(id)}"]`)?.innerHTML,
  );
  if (serverHtml === undefined) {
    return (
      <Element data-static-html={id} {...props}>
        {children}
      </Element>
    );
  }
  const openInApp = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (!link || event.defaultPrevented || !plainClick || link.target || link.hasAttribute('download'))
      return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
  return (
    <Element
      data-static-html={id}
      {...props}
      onClick={openInApp}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML the server rendered from this very component, read back from the page; React leaves it as it is.
      dangerouslySetInnerHTML={{ __html: serverHtml }}
    />
  );
}
