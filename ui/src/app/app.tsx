import { useEffect, useRef } from 'react';
import { Empty } from '../components/empty.tsx';
import { CostsPage } from '../costs/costs-page.tsx';
import { FindPage } from '../find/find-page.tsx';
import { LookupPage } from '../lookup/lookup-page.tsx';
import { useRoute } from './router.ts';
import { useSession } from './session.tsx';

/** The signed-in shell: nav (Find, Costs), who is signed in, sign-out, and the page of the hash route. */
export function App() {
  const route = useRoute();
  const { me, signOut } = useSession();
  const mainRef = useRef<HTMLElement>(null);
  // Move focus to the page on navigation so keyboard and screen-reader users start at the new content.
  useEffect(() => {
    mainRef.current?.focus();
  }, [route.page, route.page === 'trace' ? route.traceId : '']);

  const current = route.page === 'costs' ? 'costs' : route.page === 'find' || route.page === 'search' ? 'find' : '';
  return (
    <div className="shell">
      <a className="skip" href="#main" onClick={(e) => (e.preventDefault(), mainRef.current?.focus())}>
        Skip to content
      </a>
      <header className="top">
        <a className="brand" href="#/">
          Tracehold
        </a>
        <nav aria-label="Main">
          <a href="#/" data-testid="nav-find" aria-current={current === 'find' ? 'page' : undefined}>
            Find
          </a>
          <a href="#/costs" data-testid="nav-costs" aria-current={current === 'costs' ? 'page' : undefined}>
            Costs
          </a>
        </nav>
        <div className="who">
          <span title={`token ${me.tokenId}`}>
            {me.tenant} · {me.roles.join(', ') || 'no role'}
          </span>
          <button type="button" data-testid="sign-out" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1}>
        {route.page === 'find' && <FindPage params={null} />}
        {route.page === 'search' && <FindPage key={route.params.toString()} params={route.params} />}
        {route.page === 'trace' && <LookupPage key={route.traceId} traceId={route.traceId} focusSpanId={route.spanId} />}
        {route.page === 'costs' && <CostsPage />}
        {route.page === 'not-found' && (
          <Empty>
            There is no page here. <a href="#/">Go to Find</a>.
          </Empty>
        )}
      </main>
    </div>
  );
}
