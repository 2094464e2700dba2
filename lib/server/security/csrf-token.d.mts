export function isWellFormedCsrfToken(value: string | null | undefined): value is string;
export function newCsrfToken(): string;
