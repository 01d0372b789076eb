// Light, Dark or System (the default), in the sidebar's footer. Three radio buttons: arrow keys
// move between them, as in any radio group. The collapsed rail has room for one button, which
// steps to the next choice and says which one is on.
import { type ComponentType, useId } from 'react';
import { setThemeChoice, THEME_CHOICES, type ThemeChoice, useThemeChoice } from '../../lib/theme';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

const LABEL: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICON: Record<ThemeChoice, ComponentType> = {
  light: SunIcon,
  dark: MoonIcon,
  system: MonitorIcon,
};

export function ThemeChoiceControl({ compact }: { compact: boolean }) {
  const choice = useThemeChoice();
  const name = useId();
  if (compact) {
    const next = THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length] ?? 'system';
    const Current = ICON[choice];
    const label = `Theme: ${LABEL[choice]}. Switch to ${LABEL[next]}`;
    return (
      <button
        type="button"
        className="btn btn-ghost sidebar-icon-btn"
        onClick={() => setThemeChoice(next)}
        aria-label={label}
        title={label}
      >
        <Current />
      </button>
    );
  }
  return (
    <fieldset className="theme-choice">
      <legend className="visually-hidden">Theme</legend>
      {THEME_CHOICES.map((c) => {
        const Icon = ICON[c];
        return (
          <label key={c} className="theme-choice-option">
            <input
              type="radio"
              name={name}
              value={c}
              checked={choice === c}
              onChange={() => setThemeChoice(c)}
              className="theme-choice-input"
            />
            <Icon />
            <span>{LABEL[c]}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
