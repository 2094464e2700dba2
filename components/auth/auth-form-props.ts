/** Props shared by LoginForm and RegisterForm: the full pages use the defaults, the dialog overrides them. */
export interface AuthFormProps {
  /** Prefix of the input ids, so a page form and a dialog form can coexist. */
  idPrefix?: string;
  /** Post-auth target (a same-site path). Default: the page's `next` query parameter. */
  next?: string | null;
  /**
   * Called after a successful login or registration instead of the page's default (a full
   * navigation to `next`, else /home/). The dialog refreshes the user in place instead.
   */
  onSuccess?: (next: string | null) => void | Promise<void>;
  /** Replaces the link to the other auth page with a button (the dialog switches views). */
  onSwitch?: () => void;
}
