// Apart from the route table (routes.ts), so code that titles the 404 page does not carry the table.

/** Title and description for the 404 page, which has no path of its own. */
export const notFoundPage = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has been moved.",
} as const;
