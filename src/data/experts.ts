export type Expert = {
  /** Stable identifier, also the card's anchor on /experts. */
  id: string;
  name: string;
  /** What the expert offers, 40 to 280 characters. */
  description: string;
  /** Where to get in touch: a website or a public profile. */
  website: string;
  github?: string;
  twitter?: string;
};

// Entries are added by the experts themselves, in a pull request that links
// to their past Remotion work. The list starts empty rather than invented.
export const experts: readonly Expert[] = [];
