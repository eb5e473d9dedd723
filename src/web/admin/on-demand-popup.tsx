import { cloneElement, useEffect, useRef, useState, type MouseEvent, type ReactElement } from "react";

type Clickable = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

/**
 * A click popup (Popconfirm, Popover) mounted only once it is first opened. Each antd popup mounts a Trigger whose
 * layout effects set state: on a list whose ten rows each have a confirmed action, that was a synchronous second
 * render of every row right after hydration, the largest block of a phone's first second (docs/first-load.md).
 * Until the first click the trigger is drawn alone; from then on the popup is controlled here, and the trigger,
 * remounted inside it, keeps the keyboard focus it had.
 */
export function OnDemandPopup({
  trigger,
  popup,
}: {
  trigger: Clickable;
  popup: (control: { open: boolean; onOpenChange: (open: boolean) => void; trigger: Clickable }) => ReactElement;
}) {
  const [open, setOpen] = useState<boolean>();
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (open && hadFocus.current) box.current?.querySelector<HTMLElement>("button, a, [tabindex]")?.focus();
    hadFocus.current = false;
  }, [open]);
  const first = (event: MouseEvent<HTMLElement>) => {
    trigger.props.onClick?.(event);
    hadFocus.current = box.current?.contains(document.activeElement) ?? false;
    setOpen(true);
  };
  return (
    // no box of its own in the layout: the row's buttons keep their spacing
    <span ref={box} style={{ display: "contents" }}>
      {open === undefined ? cloneElement(trigger, { onClick: first }) : popup({ open, onOpenChange: setOpen, trigger })}
    </span>
  );
}
