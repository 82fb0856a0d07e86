import { StaticHtml } from '@web/components/layout/static-html';
import { cn } from '@web/lib/cn';
import { usePressedAcrossHydration } from '@web/lib/pressed-across-hydration';
import { useHydrated } from '@web/lib/use-hydrated';
import { LoaderCircle } from 'lucide-react';
import {
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';

// A server-rendered page (ADR 043) is on screen before its scripts: a control only React handles is
// drawn there as a native <details>, whose <summary> a tap (or Enter, or Space) opens with no script
// at all. The open <details> is read once React owns the page: a menu stays open, an action is
// carried out (docs/decisions/050).

/** The marker the browser draws beside a <summary>, hidden: it looks like the button it stands for. */
const SUMMARY_CLASS = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

/**
 * Whether the shopper opened this <details>: read once at hydration (React listened to nothing
 * before), then followed through its toggle events. `held` while a pointer that went down on its
 * <summary> is still down: the <details> stays until the press ends, so that it ends where it began
 * (lib/pressed-across-hydration.ts). Once React listens it toggles the <details> itself on a click
 * of the <summary>: the press may have begun before the scripts, and its end must not wait for the
 * browser's toggle event, which comes a task later, after the <details> may have gone.
 */
function useDetailsOpen() {
  const ref = useRef<HTMLDetailsElement>(null);
  const held = usePressedAcrossHydration(ref);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  // A toggle queued before the <details> gave way to its control still arrives on it: not the shopper's.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.isConnected) setOpen(event.currentTarget.open);
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setOpen((wasOpen) => !wasOpen);
  };
  return { ref, held, open, setOpen, onToggle, onClick };
}

export interface PressBeforeHydrationProps {
  /** The control once React owns the page. */
  children: ReactNode;
  /** The control's look (e.g. `buttonVariants(…)`), given to the <summary>. */
  className: string;
  /** Layout classes of the element in its row (e.g. `flex-1`). */
  wrapperClassName?: string;
  /** The control's content (icon and text): its accessible name comes from it. */
  label: ReactNode;
  /** The name of an icon-only control, when pending too ("Increase quantity"). */
  'aria-label'?: string;
  /** What the tapped control shows while it waits (default: a spinner and "Loading…"). */
  pendingLabel?: ReactNode;
  /** A picture (a gallery's image): kept in view while it waits, a spinner over it. */
  overlay?: boolean;
  /** False while what the action needs is still unknown (e.g. who is signed in): it waits. */
  ready?: boolean;
  /** Off for a reason of its own (a sample deal, the quantity's minimum): `children`, disabled. */
  disabled?: boolean;
  /** The action, carried out once React owns the page and `ready` is true. */
  onPress(): void;
}

/**
 * An action that needs the page's scripts (Add to Cart, Buy Now, View More…). Before hydration a
 * <summary> that looks like the control: a tap shows "Loading…" on it, and the action is carried
 * out once React owns the page; a second tap takes it back. After hydration, `children`.
 */
export function PressBeforeHydration({
  children,
  className,
  wrapperClassName,
  label,
  'aria-label': ariaLabel,
  pendingLabel,
  overlay = false,
  ready = true,
  disabled = false,
  onPress,
}: PressBeforeHydrationProps) {
  const hydrated = useHydrated();
  const details = useDetailsOpen();
  const press = useEffectEvent(onPress);
  const pressed = details.open;
  const { setOpen } = details;

  useEffect(() => {
    if (!pressed || !hydrated || !ready) return;
    setOpen(false);
    press();
  }, [pressed, hydrated, ready, setOpen]);

  if (disabled || (hydrated && !pressed && !details.held)) return children;
  return (
    <details
      ref={details.ref}
      open={pressed}
      onToggle={details.onToggle}
      className={cn('group/press inline-flex', wrapperClassName)}
      data-before-hydration
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is the <details>' own button. */}
      <summary
        className={cn(className, SUMMARY_CLASS, 'grow', overlay && 'relative')}
        aria-label={ariaLabel}
        onClick={details.onClick}
      >
        {overlay ? (
          <>
            {label}
            <span className="absolute inset-0 hidden items-center justify-center bg-white/60 group-open/press:flex">
              <LoaderCircle className="size-6 animate-spin text-stone-700" aria-hidden="true" />
            </span>
          </>
        ) : (
          <PendingSwap label={label} pendingLabel={pendingLabel} />
        )}
      </summary>
    </details>
  );
}

/** The control's content, or once pressed, what it shows while it waits. */
function PendingSwap({ label, pendingLabel }: { label: ReactNode; pendingLabel?: ReactNode }) {
  return (
    <>
      <span className="contents group-open/press:hidden">{label}</span>
      <span className="hidden group-open/press:contents" aria-live="polite">
        {pendingLabel ?? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Loading…
          </>
        )}
      </span>
    </>
  );
}

export interface DisclosureBeforeHydrationProps {
  /** The menu's button (and its own panel) once React owns the page. */
  children: ReactNode;
  /** The button's look, given to the <summary>. */
  className: string;
  /** Classes of the <details> in its row (grid placement, `relative` for a panel below it). */
  wrapperClassName?: string;
  /** The button's content. */
  label: ReactNode;
  /** The name of an icon-only button ("Open menu"). */
  'aria-label'?: string;
  /** What the button opens, drawn by the server. */
  panel: ReactNode;
}

/**
 * A menu or drawer that only discloses links (the Categories menu, the phone's menu and its
 * "Select Category"). Before hydration a native <details>: it opens and closes with no script.
 * Opened before hydration, it stays open once React owns the page, and closes as the menu does
 * (Escape, a tap outside, a link followed), focus back on the menu's button; closed, it is
 * `children`.
 */
export function DisclosureBeforeHydration({
  children,
  className,
  wrapperClassName,
  label,
  'aria-label': ariaLabel,
  panel,
}: DisclosureBeforeHydrationProps) {
  const hydrated = useHydrated();
  const details = useDetailsOpen();
  const { open, setOpen } = details;
  const wrapper = useRef<HTMLSpanElement>(null);
  const location = useLocation();
  const keepFocus = useRef(false);

  const close = useEffectEvent((returnFocus: boolean) => {
    keepFocus.current = returnFocus;
    setOpen(false);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes.
  useEffect(() => {
    if (hydrated) close(false);
  }, [location.key]);

  useEffect(() => {
    if (!hydrated || !open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!details.ref.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [hydrated, open, details.ref]);

  // Closed with Escape: the menu's own button, which took the <summary>'s place, gets the focus.
  useEffect(() => {
    if (!hydrated || open || !keepFocus.current) return;
    keepFocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [hydrated, open]);

  return (
    <span ref={wrapper} className="contents">
      {hydrated && !open && !details.held ? (
        children
      ) : (
        <details
          ref={details.ref}
          open={open}
          onToggle={details.onToggle}
          className={cn('group/disclosure', wrapperClassName)}
          data-before-hydration
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is the <details>' own button. */}
          <summary className={cn(className, SUMMARY_CLASS)} aria-label={ariaLabel} onClick={details.onClick}>
            {label}
          </summary>
          {/* Only links, and gone once React owns the page and it is closed: kept as the server drew
              it rather than hydrated (its links still open their page in the app). */}
          <StaticHtml className="contents">{panel}</StaticHtml>
        </details>
      )}
    </span>
  );
}
