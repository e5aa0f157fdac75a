import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, iframe, [tabindex]:not([tabindex="-1"])';

function focusablesOf(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

/** Keeps Tab and Shift+Tab inside the dialog: the last element wraps to the first and back. */
function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement) {
  const focusables = focusablesOf(container);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface DialogProps {
  /** The heading that names the dialog. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** The dialog's look: `modal` (centred), or a remote's own (a drawer, a challenge frame). */
  className?: string;
  backdropClassName?: string;
  /** Names a × button in the header; without it the dialog's own controls close it. */
  closeLabel?: string;
  /** Focus the first field when it opens (a code form) rather than the dialog itself. */
  focusFirstField?: boolean;
  isBusy?: boolean;
  /** A click on the backdrop closes it (a drawer); a modal that asks for something stays. */
  closesOnBackdrop?: boolean;
  /** Rendered at the end of the body, out of any stacking context of the page. */
  isPortal?: boolean;
}

/**
 * The shop's one modal dialog: labelled by its heading, focus moves in and stays in (Tab wraps),
 * Escape closes it, and focus returns to where it was when it closes.
 */
export function Dialog({
  title,
  onClose,
  children,
  className = 'modal',
  backdropClassName = 'modal-backdrop',
  closeLabel,
  focusFirstField = false,
  isBusy,
  closesOnBackdrop = false,
  isPortal = false,
}: DialogProps) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const firstField = focusFirstField ? dialog?.querySelector<HTMLElement>('input, select') : null;
    (firstField ?? dialog)?.focus();
    return () => previous?.focus();
  }, [focusFirstField]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  const dialog = (
    <div
      className={backdropClassName}
      role="presentation"
      onClick={closesOnBackdrop ? onClose : undefined}
    >
      <div
        ref={dialogRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-busy={isBusy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="modal__header">
          <h2 id={headingId}>{title}</h2>
          {closeLabel ? (
            <button
              type="button"
              className="modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              ×
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
  return isPortal ? createPortal(dialog, document.body) : dialog;
}
