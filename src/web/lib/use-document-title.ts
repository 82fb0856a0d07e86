import { useEffect } from 'react';
import { documentTitle } from './site';

/**
 * Sets the tab title ("Flash Deals | GhanaMart"). A hook rather than React 19's <title>, because a
 * hoisted <title> would come after index.html's own and not win.
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
