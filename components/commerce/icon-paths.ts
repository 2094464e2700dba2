/**
 * `d` strings of the 24×24 Material icons on the plan cards and the Premium page, drawn with
 * components/ui/Icon (copied from @mui/icons-material, whose icons are client components).
 */
export const COMMERCE_ICON_PATHS = {
  /** @mui/icons-material InfoOutlined */
  infoOutlined:
    'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  /** @mui/icons-material CheckCircleRounded */
  checkCircleRounded:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M9.29 16.29 5.7 12.7a.996.996 0 0 1 0-1.41c.39-.39 1.02-.39 1.41 0L10 14.17l6.88-6.88c.39-.39 1.02-.39 1.41 0s.39 1.02 0 1.41l-7.59 7.59c-.38.39-1.02.39-1.41 0',
} as const;
