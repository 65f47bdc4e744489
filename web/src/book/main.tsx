/** @jsxImportSource preact */
// The public booking page's entry (book.html, docs/decisions/0034): Preact and the page's own texts only.
import { render } from 'preact';
import { App } from './app.tsx';
import { ClaimPage } from './claim-page.tsx';
import './book.css';

// A waitlist offer's claim link (/book/claim?token=…) is a page of its own; everything else is the booking steps.
const claim = location.pathname.replace(/\/+$/, '').endsWith('/book/claim');
render(claim ? <ClaimPage /> : <App />, document.getElementById('root')!);
