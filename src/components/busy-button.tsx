// A button whose work may be under way: while busy it is aria-disabled, not disabled, and a press
// does nothing (a submit button does not submit). A disabled button would drop the focus that
// pressed it to the top of the page, and the outcome would be read from nowhere.
import type { ComponentProps, MouseEvent } from 'react';

interface Props extends ComponentProps<'button'> {
  busy: boolean;
}

export function BusyButton({ busy, onClick, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      {...rest}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
