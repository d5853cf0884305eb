import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';

/**
 * A button that copies `text` and then says so, until the text changes (a renewed code is not
 * "copied" yet).
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  variant = 'outlined',
}: {
  text: string;
  label: string;
  copiedLabel: string;
  variant?: ButtonProps['variant'];
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(text);
  };
  return (
    <Button variant={variant} onClick={copy}>
      {copied === text ? copiedLabel : label}
    </Button>
  );
}
