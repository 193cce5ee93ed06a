/** `?status=…` for a back-office list filtered by status; nothing for the whole list. */
export const statusQuery = (status: string | null) => (status ? `?status=${status}` : '');
