/** The profile's tabs, in order; `?tab=` in the URL names the open one. */
export const profileTabs = ['personal', 'security', 'subscriptions'] as const;
export type ProfileTab = (typeof profileTabs)[number];

export function isProfileTab(value: unknown): value is ProfileTab {
  return profileTabs.includes(value as ProfileTab);
}
