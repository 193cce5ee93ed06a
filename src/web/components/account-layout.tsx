import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';
import { LookedSection, type LookedSectionProps } from './looked-section';

const LINKS = [
  { to: '/account-profile', label: 'Profile' },
  { to: '/account-settings', label: 'Settings' },
  { to: '/privacy-settings', label: 'Privacy' },
];

/** The frame of the member's own pages: heading, a short intro, and a switch between them. */
export function AccountLayout({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="text-lg text-muted-foreground">{description}</p>
        <nav aria-label="Your account">
          <ul className="flex gap-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center rounded-full px-4 font-semibold',
                      isActive ? 'bg-primary text-primary-foreground' : 'bg-muted hover:bg-muted/70',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}

/** One titled section of an account page. */
export function AccountSection(props: LookedSectionProps) {
  return <LookedSection look="card" {...props} />;
}
