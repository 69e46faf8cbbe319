import { type ReactNode, useId, useState } from 'react';
import { tabList, tabPanel, tab as tabStyle } from './match-panel.css';

export interface TabItem {
  id: string;
  label: string;
  content: () => ReactNode;
}

/**
 * WAI-ARIA tabs: Tab reaches the open tab, then its panel; the arrow keys, Home and End move
 * between tabs and open the one reached. Only the open panel is rendered.
 */
export function Tabs({ label, items }: { label: string; items: TabItem[] }) {
  const base = useId();
  const [openId, setOpenId] = useState(items[0]?.id);
  const open = items.find((item) => item.id === openId) ?? items[0];
  if (!open) return null;
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const move = (key: string) => {
    const index = items.indexOf(open);
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[key];
    const next = target === undefined ? undefined : items[target];
    if (!next) return false;
    setOpenId(next.id);
    document.getElementById(tabId(next.id))?.focus();
    return true;
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={tabList}
        onKeyDown={(event) => {
          if (move(event.key)) event.preventDefault();
        }}
      >
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={item === open}
            aria-controls={item === open ? panelId : undefined}
            tabIndex={item === open ? 0 : -1}
            className={tabStyle}
            onClick={() => setOpenId(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(open.id)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel scrolls, and the keyboard must reach it to scroll it
        tabIndex={0}
        className={tabPanel}
      >
        {open.content()}
      </div>
    </div>
  );
}
