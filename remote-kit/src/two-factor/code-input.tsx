import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  codeFromInput,
  codeWithTyped,
  twoFactorCodeLength,
} from 'shared-kernel/contract/two-factor';
import { useTranslation } from '../texts/use-translation';

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  describedBy?: string;
}

const cells = Array.from({ length: twoFactorCodeLength }, (_, index) => index);

/**
 * Six one-digit cells (product.md §5): digits only; typing moves on, Backspace moves back,
 * pasted text is trimmed and cut to 6.
 */
export function CodeInput({
  value,
  onChange,
  isDisabled = false,
  isInvalid = false,
  describedBy,
}: CodeInputProps) {
  const { t } = useTranslation();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focusCell = (index: number) => {
    inputs.current[Math.max(0, Math.min(twoFactorCodeLength - 1, index))]?.focus();
  };

  const onType = (index: number, typed: string) => {
    const digits = typed.replace(/\D/g, '');
    if (!digits) return;
    const code = codeWithTyped(value, index, digits);
    onChange(code);
    focusCell(digits.length > 1 ? code.length : index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = value[index] ? index : index - 1;
      if (target < 0) return;
      onChange(value.slice(0, target) + value.slice(target + 1));
      focusCell(target);
    } else if (event.key === 'ArrowLeft') {
      focusCell(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusCell(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = codeFromInput(event.clipboardData.getData('text'));
    onChange(code);
    focusCell(code.length);
  };

  return (
    <div
      className="code-input"
      role="group"
      aria-label={t('ui.code_label')}
      aria-describedby={describedBy}
    >
      {cells.map((index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="code-input__cell"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={t('ui.code_digit', { digit: index + 1, length: twoFactorCodeLength })}
          aria-invalid={isInvalid || undefined}
          disabled={isDisabled}
          value={value[index] ?? ''}
          onChange={(event) => onType(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
