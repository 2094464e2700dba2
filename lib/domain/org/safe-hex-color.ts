/** A CSS colour value is used only when it is a plain hex colour (organisation data is not trusted as CSS). */
export function safeHexColor(value: string | null | undefined, fallback: string): string {
  return value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : fallback;
}
