// Without zod: the program pages link the brochures in their first load.

/** Programs that have a printable brochure, by the slug of their page. */
export const programBrochures = ['neuro-governance'] as const;
export type ProgramBrochure = (typeof programBrochures)[number];

/** The file name a brochure downloads as. */
export const brochureFileName = (program: ProgramBrochure) => `${program}-brochure.pdf`;
