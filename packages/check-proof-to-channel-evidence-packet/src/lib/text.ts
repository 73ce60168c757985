export const isBlank = (text: string): boolean => text.trim() === '';
