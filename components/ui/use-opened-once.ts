'use client';

import { useState } from 'react';

/**
 * True from the first render where `open` is true, and for good after it: a lazily loaded
 * panel mounts on its first open and stays mounted so it can animate closed (the cart pop-up,
 * the menu drawer).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
