import { useId, useState } from 'react';

/**
 * The WAI-ARIA disclosure pattern: a button that shows and hides a panel. Spread `button` on the
 * button (aria-expanded says whether the panel is open, aria-controls which element it is) and
 * `panel` on what it shows, so Enter and Space open it and a screen reader hears "collapsed" /
 * "expanded".
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    button: { type: 'button', 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((was) => !was) } as const,
    panel: { id: panelId, hidden: !open },
  };
}
