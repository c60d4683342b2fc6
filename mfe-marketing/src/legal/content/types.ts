/** One numbered part of a legal page: its heading, paragraphs and an optional bullet list. */
export interface LegalSection {
  /** Fragment id, so a section can be linked to directly (/privacy#bci-data). */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  /** The section ends with the council's contact e-mail and postal address. */
  showsContactDetails?: boolean;
}

/** A static legal page; its title comes from the site map, so only the body lives here. */
export interface LegalDocument {
  /** Site-map path of the page, which supplies its heading and document title. */
  path: '/privacy' | '/terms';
  intro: string;
  sections: readonly LegalSection[];
}
