import type { MessageDescriptor } from '@lingui/core';

/** One numbered section of a legal page: a title, its paragraphs and an optional list. */
export interface LegalSection {
  /** The section's key of SPEC §2 (acceptance, description, …), also its anchor. */
  key: string;
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
  items?: MessageDescriptor[];
  /** Ends with the support address as a mail link. */
  showsSupportEmail?: boolean;
}

/** What the texts quote, formatted in the interface language (prices from contracts/pricing). */
export interface LegalFigures {
  monthly: string;
  trialPrice: string;
  trialDays: number;
}
