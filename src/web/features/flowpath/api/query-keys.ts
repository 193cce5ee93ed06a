/** The query keys of FlowPath: the authored content and the member's path. */
export const FLOWPATH_KEYS = {
  all: ['flowpath'],
  content: ['flowpath', 'content'],
  state: ['flowpath', 'state'],
} as const;
