'use client';

import { useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export type InboxTab = { key: string; label: string; unreadCount: number; unreadLabel: string; panel: ReactNode };

/**
 * Channel tabs of the inbox (spec §3 message channels INBOX and LIVE). The panels are
 * rendered on the server and passed in; this island only switches between them.
 */
export function InboxTabs({ tabs, label }: { tabs: InboxTab[]; label: string }) {
  const [current, setCurrent] = useState(0);
  return (
    <Box>
      <Tabs value={current} onChange={(_event, value: number) => setCurrent(value)} aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            id={`inbox-tab-${tab.key}`}
            aria-controls={`inbox-panel-${tab.key}`}
            value={index}
            label={
              <Badge color="error" badgeContent={tab.unreadCount} max={99} aria-label={tab.unreadCount > 0 ? `${tab.label}, ${tab.unreadLabel}` : undefined} sx={{ pr: tab.unreadCount > 0 ? 2 : 0 }}>
                {tab.label}
              </Badge>
            }
            sx={{ fontWeight: 700 }}
          />
        ))}
      </Tabs>
      {tabs.map((tab, index) => (
        <Box key={tab.key} role="tabpanel" id={`inbox-panel-${tab.key}`} aria-labelledby={`inbox-tab-${tab.key}`} hidden={current !== index} sx={{ pt: 3 }}>
          {tab.panel}
        </Box>
      ))}
    </Box>
  );
}
