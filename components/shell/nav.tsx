"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useEffect, useRef, useState } from "react";

export interface NavItem {
  href: string;
  label: string;
}

function matches(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The item whose link is the longest that matches: on /loans/new, "New loan" rather than "Loans" too. */
function currentHref(pathname: string, items: NavItem[]): string | undefined {
  return items
    .filter((item) => matches(pathname, item.href))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

/** The portal's top bar: links for the role, the user, sign-out; a menu button on narrow screens. */
export function Nav({ items, userName, roleLabel }: { items: NavItem[]; userName: string; roleLabel: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Escape from anywhere on the page, focus inside the menu or not; focus goes back to the button so the keyboard user is not left on a link that is gone.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);
  const current = currentHref(pathname, items);
  const links = items.map((item) => (
    <Link
      key={item.href}
      href={item.href}
      aria-current={item.href === current ? "page" : undefined}
      onClick={() => setOpen(false)}
      className={`rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${item.href === current ? "bg-indigo-800 text-white" : "text-indigo-100 hover:bg-indigo-600"}`}
    >
      {item.label}
    </Link>
  ));
  return (
    <header className="bg-indigo-700">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="rounded-md text-lg font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
          LoanDesk
        </Link>
        <nav aria-label="Main" className="hidden flex-1 gap-1 md:flex">
          {links}
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          <span className="text-right text-sm text-indigo-100">
            <span className="block font-medium text-white">{userName}</span>
            <span className="block text-xs">{roleLabel}</span>
          </span>
          <button type="button" onClick={() => signOut({ callbackUrl: "/login" })} className="rounded-md border border-indigo-300 px-3 py-1.5 text-sm text-white hover:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            Sign out
          </button>
        </div>
        <button
          ref={menuButton}
          type="button"
          className="rounded-md border border-indigo-300 px-3 py-1.5 text-sm text-white md:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Main" className="flex flex-col gap-1 border-t border-indigo-600 px-4 py-3 md:hidden">
          {links}
          <p className="mt-2 text-sm text-indigo-100">
            {userName} · {roleLabel}
          </p>
          <button type="button" onClick={() => signOut({ callbackUrl: "/login" })} className="mt-1 rounded-md border border-indigo-300 px-3 py-2 text-left text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            Sign out
          </button>
        </nav>
      )}
    </header>
  );
}
