import Link from "next/link";
import type { ButtonHTMLAttributes, ComponentProps } from "react";

type Variant = "primary" | "secondary" | "danger" | "danger-secondary" | "ghost";
type Size = "md" | "sm";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-indigo-700 text-white hover:bg-indigo-800 disabled:bg-indigo-300",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300",
  // For a destructive action among others in a row: quieter than "danger", still red.
  "danger-secondary": "border border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:text-slate-400",
  ghost: "text-indigo-700 hover:bg-indigo-50 disabled:text-slate-400",
};

// "sm" fits buttons inside table rows.
const SIZES: Record<Size, string> = { md: "px-4 py-2", sm: "px-3 py-1" };

export function buttonClass(variant: Variant = "primary", extra = "", size: Size = "md"): string {
  return `inline-flex items-center justify-center gap-2 rounded-md ${SIZES[size]} text-sm font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

export function Button({ variant = "primary", size = "md", className = "", type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}

export function LinkButton({ variant = "primary", className = "", ...props }: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
