/** @file Button: primary / secondary / danger / ghost, with a busy state that disables it and swaps the label. */
import type { ButtonHTMLAttributes, ReactNode } from "react";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "secondary" | "danger" | "ghost";
  size?: "md" | "sm";
  /** While true the button is disabled and shows `busyLabel` (if given). */
  busy?: boolean;
  busyLabel?: ReactNode;
}

export function Button({
  variant = "secondary",
  size = "md",
  busy,
  busyLabel,
  disabled,
  className,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  const classes = ["adm-btn", `adm-btn--${variant}`, size === "sm" ? "adm-btn--sm" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
