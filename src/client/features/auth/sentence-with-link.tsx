import { Link } from 'react-router';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { linkClass } from '#client/components/ui/form-styles.ts';

/** A sentence that ends on a link to another page of the auth flow ("No account yet? Create one"). */
export function SentenceWithLink({ text, linkText, to }: { text: string; linkText: string; to: 'login' | 'signup' }) {
  const localPath = useLocalPath();
  return (
    <p>
      {text}{' '}
      <Link to={localPath(to)} className={linkClass}>
        {linkText}
      </Link>
    </p>
  );
}
