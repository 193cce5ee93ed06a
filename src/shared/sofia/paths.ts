/** The app's routes Sofia links to (src/web/app/route-table.tsx). */
export const CONTENT_PATHS = {
  edit: (slug: string) => `/reset-paths/${slug}`,
  module: (edit: string, module: string) => `/reset-paths/${edit}/modules/${module}`,
  article: (slug: string) => `/anti-hustle-library/${slug}`,
  glossary: (slug: string) => `/glossary#${slug}`,
  resetRoom: () => '/reset-room',
  checkin: () => '/wellness/checkin',
};
