import { buttonClassName } from './menu-button-class';
import styles from './Menu.module.css';

/**
 * What the user area holds while the user loads (issue 14 item 6): the shapes of the login and
 * register buttons an anonymous visitor will get (reservedWhileLoading), with their texts but
 * invisible, under the skeleton. Their place is then right in every language and at every width
 * (register is hidden at xs), where a fixed box was 11 px short of 'Iniciar sesión' on a phone
 * and a whole button short on a desktop. Server markup: no client code for a placeholder.
 */
export function LoadingUserShape({ login, register }: { login: string | null; register: string | null }) {
  return (
    <div aria-hidden className={styles.reserve}>
      <div className={styles.authLinks}>
        {login ? <span className={buttonClassName({})}>{login}</span> : null}
        {register ? <span className={buttonClassName({ variant: 'contained', color: 'primary', className: styles.registerInBar })}>{register}</span> : null}
      </div>
    </div>
  );
}
