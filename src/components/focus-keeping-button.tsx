// A button that cannot act for now (its work is under way, or it has reached the end: the pager's
// Next on the last page) but keeps the focus that pressed it: it is aria-disabled, not disabled,
// and a press does nothing (a submit button does not submit). A disabled button would drop the
// focus to the top of the page, and what happened next would be read from nowhere.
import type { ComponentProps, MouseEvent } from 'react';

interface Props extends ComponentProps<'button'> {
  inactive: boolean;
}

export function FocusKeepingButton({ inactive, onClick, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      {...rest}
      aria-disabled={inactive || rest['aria-disabled'] || undefined}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (inactive) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
