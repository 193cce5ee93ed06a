import { type ReactNode, useEffect, useRef } from 'react';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card';

interface Props {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Focus the heading when this card appears: for a state that follows an action (sent, failed,
   * done), so the change is heard and reading starts again from the top.
   */
  autoFocus?: boolean;
}

/** The calm, centred card every sign-in, verification and reset screen sits in. */
export function AuthLayout({ title, description, children, autoFocus = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardTitle ref={heading} tabIndex={-1} className="outline-none">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {children && <div className="mt-6 flex flex-col gap-5">{children}</div>}
      </Card>
    </div>
  );
}
