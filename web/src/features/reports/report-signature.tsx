import i18n from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import type { ReportSignature } from '@servio/domain/report-template';
import { Button } from '../../components/button.tsx';
import { Input } from '../../components/input.tsx';
import { apiUrl } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format/index.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { uploadFile } from '../files/index.ts';
import type { ReportFieldSlot } from '../report-templates/index.ts';

/**
 * A signature field of a report: the customer signs on the screen (signature_pad, finger or mouse) and writes their
 * name; the drawing is stored as a PNG among the visit's images and the answer names it, the signer and the time. An
 * empty pad is refused here (and by the server). Signed, it shows the signature and who signed when, and can be
 * signed again while the report is open.
 */
export function ReportSignatureInput({ slot, visitId }: { slot: ReportFieldSlot; visitId: string }) {
  const { t } = useTranslation();
  const nameId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [signing, setSigning] = useState(false);
  const signature =
    slot.value && typeof slot.value === 'object' && !Array.isArray(slot.value) ? (slot.value as ReportSignature) : null;
  const showPad = !slot.readOnly && (signing || !signature);

  useEffect(() => {
    if (!showPad || !canvas.current) return;
    let cancelled = false;
    const element = canvas.current;
    // Loaded with the pad only: pages without a signature field do not pay for it.
    void import('signature_pad')
      .then(({ default: Pad }) => {
        if (cancelled) return;
        // Drawn at the screen's pixel density, so the stroke stays sharp on a phone.
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        element.width = element.offsetWidth * ratio;
        element.height = element.offsetHeight * ratio;
        element.getContext('2d')?.scale(ratio, ratio);
        pad.current = new Pad(element, { backgroundColor: 'rgb(255,255,255)', penColor: 'rgb(15,23,42)' });
      })
      .catch((e: unknown) => {
        // The pad's chunk did not arrive (the panel lost its connection as the field opened): say so at the field
        // rather than failing in the console; the field opens again with the connection.
        if (!cancelled) setError(i18n.t(errorMessageKey(e)));
      });
    return () => {
      cancelled = true;
      pad.current?.off();
      pad.current = null;
    };
  }, [showPad]);

  const save = async () => {
    setError(null);
    if (!pad.current || pad.current.isEmpty()) return setError(t('reports.signatureEmpty'));
    if (!name.trim()) return setError(t('reasons.report.signerNameRequired'));
    setSaving(true);
    try {
      const blob = await new Promise<Blob | null>((resolve) => canvas.current!.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('canvas');
      const stored = await uploadFile({ visitId }, 'images', blob, 'underskrift.png', () => undefined);
      slot.onChange({ fileId: stored.id, name: name.trim(), signedAt: new Date().toISOString() });
      setSigning(false);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {signature && !showPad && (
        <div className="flex flex-col gap-1">
          <img
            src={apiUrl(`/files/${signature.fileId}/thumbnail`)}
            alt={t('reports.signatureOf', { name: signature.name })}
            className="h-24 w-fit rounded-md border border-border bg-white object-contain"
          />
          <p className="text-[13px] text-muted">
            {t('reports.signedBy', { name: signature.name, time: formatDateTime(new Date(signature.signedAt)) })}
          </p>
          {!slot.readOnly && (
            <Button variant="secondary" size="sm" className="w-fit" onClick={() => setSigning(true)}>
              {t('reports.signAgain')}
            </Button>
          )}
        </div>
      )}
      {showPad && (
        <>
          <canvas
            ref={canvas}
            role="img"
            aria-labelledby={slot.labelId}
            aria-describedby={`${nameId}-hint`}
            className="h-40 w-full max-w-md touch-none rounded-md border border-border-strong bg-white"
          />
          <p id={`${nameId}-hint`} className="text-xs text-muted">
            {t('reports.signHint')}
          </p>
          <label htmlFor={nameId} className="text-[13px] font-medium">
            {t('reports.signerName')}
          </label>
          <Input id={nameId} value={name} onChange={(e) => setName(e.target.value)} className="max-w-md" />
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void save()} loading={saving}>
              {t('reports.saveSignature')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => pad.current?.clear()}>
              {t('reports.clearSignature')}
            </Button>
            {signature && (
              <Button variant="ghost" size="sm" onClick={() => setSigning(false)}>
                {t('reports.cancel')}
              </Button>
            )}
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
