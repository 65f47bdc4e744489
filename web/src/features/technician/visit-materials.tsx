import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError, NetworkError } from '../../lib/errors.ts';
import { formatQuantity, parseQuantity } from '../../lib/format/quantity.ts';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';
import { PanelButton } from './panel-ui.tsx';
import type { ShownVisit } from './visit-card.tsx';
import './material-texts.ts';

const linesQuery = graphql(`
  query panelVisitLines($id: ID!) {
    visit(id: $id) {
      id
      lines {
        id
        description
        sku
        unit
        quantity
      }
    }
  }
`);

const searchQuery = graphql(`
  query panelMaterialSearch($term: String!) {
    materialSearch(term: $term) {
      id
      sku
      name
      unit
      barcode
      onHand
      belowZero
    }
  }
`);

const addMutation = graphql(`
  mutation panelAddVisitLine($input: AddVisitLineInput!, $idempotencyKey: String) {
    addVisitLine(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

type Hit = ResultOf<typeof searchQuery>['materialSearch'][number];

const inputClass =
  'h-12 w-full rounded-md border border-border-strong bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger';

interface Props {
  visit: ShownVisit;
}

/** One add: its key is kept for a retry of the same material after a lost answer, so it is added once. */
interface Attempt {
  key: string;
  input: { visitId: string; itemId: string; quantity: number };
}

/**
 * "Materialer" on a visit in the panel (issue #15, decisions/0019): search by name, SKU or barcode (a scanner that
 * types the barcode works), pick, quantity, add. The search, the van's quantity and the add need the server: offline
 * the part says so and keeps what was typed (the first screen's budget leaves no room for a queued action kind).
 */
export default function VisitMaterials({ visit }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<Hit | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  // Debounced here rather than with lib/use-debounced: one chunk fewer for the panel to list (its first screen).
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(term.trim()), 250);
    return () => clearTimeout(timer);
  }, [term]);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const search = useQuery({
    queryKey: ['panelMaterialSearch', searched],
    enabled: searched.length > 0,
    retry: false,
    queryFn: async () => (await request(searchQuery, { term: searched })).materialSearch,
  });
  const lines = useQuery({
    queryKey: ['panelVisitLines', visit.id],
    retry: false,
    queryFn: async () => (await request(linesQuery, { id: visit.id })).visit.lines,
  });
  const unit = (code: string) =>
    i18n.exists(`technicianMaterials.units.${code}`) ? t(`technicianMaterials.units.${code}`) : code;
  const current = picked ? (search.data?.find((h) => h.id === picked.id) ?? picked) : null;

  const send = async (a: Attempt) => {
    setSending(true);
    try {
      await request(addMutation, { input: a.input, idempotencyKey: a.key });
      setAttempt(null);
      setMessage(t('technicianMaterials.added', { name: current?.name ?? '' }));
      setQuantity('1');
      // The van's quantity and the visit's lines as the server has them now.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['panelMaterialSearch'] }),
        queryClient.invalidateQueries({ queryKey: ['panelVisitLines', visit.id] }),
      ]);
    } catch (e) {
      setError(
        e instanceof NetworkError
          ? t('technicianMaterials.notSent')
          : e instanceof GraphQLRequestError && e.reason === 'visitLine.invoiced'
            ? t('technicianMaterials.invoiced')
            : t('technicianMaterials.refused'),
      );
    } finally {
      setSending(false);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const milli = parseQuantity(quantity);
    if (!current) return;
    if (milli === null || milli === 'invalid' || milli <= 0) {
      setError(t('technicianMaterials.quantityInvalid'));
      return;
    }
    const input = { visitId: visit.id, itemId: current.id, quantity: milli };
    // The same material again after a failure keeps its key: the server adds it once.
    const same = attempt && JSON.stringify(attempt.input) === JSON.stringify(input);
    const next = same ? attempt : { key: crypto.randomUUID(), input };
    setAttempt(next);
    setError('');
    setMessage('');
    void send(next);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        {t('technicianMaterials.heading')}
      </h2>
      <label htmlFor={`${id}-search`} className="text-sm font-medium">
        {t('technicianMaterials.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        className={inputClass}
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setMessage('');
        }}
      />
      {search.isFetching && <p className="text-sm text-muted">{t('technicianMaterials.searching')}</p>}
      {search.isError && (
        <p role="alert" className="text-sm text-danger">
          {search.error instanceof NetworkError ? t('technicianMaterials.offline') : t('technicianMaterials.loadError')}
        </p>
      )}
      {searched && search.data && (
        <ul className="flex flex-col gap-2" aria-label={t('technicianMaterials.results')}>
          {search.data.length === 0 && <li className="text-sm text-muted">{t('technicianMaterials.noHits')}</li>}
          {search.data.map((hit) => (
            <li key={hit.id}>
              <button
                type="button"
                aria-pressed={current?.id === hit.id}
                aria-label={t('technicianMaterials.choose', { name: hit.name })}
                onClick={() => {
                  setPicked(hit);
                  setMessage('');
                }}
                className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border border-border bg-surface px-3 py-2 text-left text-sm aria-pressed:border-accent aria-pressed:bg-accent/10 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span>
                  <span className="block font-medium">{hit.name}</span>
                  <span className="block text-muted">{hit.sku}</span>
                </span>
                {hit.onHand !== null && (
                  <span className={hit.belowZero ? 'text-danger' : 'text-muted'} data-testid="van-quantity">
                    {t('technicianMaterials.inVan', { quantity: `${formatQuantity(hit.onHand)} ${unit(hit.unit)}` })}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {current && (
        <form onSubmit={add} noValidate className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
          <p className="text-sm font-medium">{current.name}</p>
          <label htmlFor={`${id}-quantity`} className="text-sm font-medium">
            {t('technicianMaterials.quantity')} ({unit(current.unit)})
          </label>
          <input
            id={`${id}-quantity`}
            inputMode="decimal"
            className={inputClass}
            value={quantity}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setQuantity(e.target.value)}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {error}
            </p>
          )}
          <PanelButton type="submit" disabled={sending}>
            {t('technicianMaterials.add')}
          </PanelButton>
        </form>
      )}
      <p role="status" aria-live="polite" className="text-sm font-medium empty:hidden">
        {message}
      </p>
      <h3 className="text-sm font-semibold">{t('technicianMaterials.lines')}</h3>
      {lines.isError ? (
        <p className="text-sm text-muted">
          {lines.error instanceof NetworkError ? t('technicianMaterials.offline') : t('technicianMaterials.loadError')}
        </p>
      ) : lines.data && lines.data.length === 0 ? (
        <p className="text-sm text-muted">{t('technicianMaterials.none')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface"
          aria-label={t('technicianMaterials.lines')}
        >
          {lines.data?.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
              <span>
                {line.description}
                {line.sku && <span className="ml-2 text-muted">{line.sku}</span>}
              </span>
              <span className="tabular-nums">
                {formatQuantity(line.quantity)} {unit(line.unit)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
