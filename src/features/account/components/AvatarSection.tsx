import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PointerEvent as ReactPointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { getUpdateUserAvatarMutationOptions } from '@/api/generated/endpoints/media/media';
import type { UserProfile } from '@/api/generated/model';
import { protectedImageQueryOptions, useProtectedImage } from '@/api/protected-image';
import { FieldErrorList } from '@/components/form/fields';
import { FormNotice } from '@/components/form/form-parts';
import { Button } from '@/components/ui/Button';
import { AVATAR_SIDE, avatarFileProblem, type Crop, cropKeyStep, type ImageSize, initialCrop, moveCrop, resizeCrop } from '../model/avatar';

type Picked = { url: string; image: HTMLImageElement; size: ImageSize };

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable'));
    image.src = url;
  });
}

/** The chosen square drawn at `side` pixels. */
function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, side: number): void {
  canvas.width = side;
  canvas.height = side;
  canvas.getContext('2d')?.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
}

function cropToPng(image: HTMLImageElement, crop: Crop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawCrop(canvas, image, crop, AVATAR_SIDE);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'));
}

const avatarPath = (administrationId: string, userId: string) => `/administrations/${encodeURIComponent(administrationId)}/users/${encodeURIComponent(userId)}/avatar`;

/**
 * The profile picture: choose a PNG or JPEG (at most 2 MB; refused at the field otherwise), keep a
 * square part of it (drag the square or move it with the arrow keys; its size with a slider), see
 * the preview, save. The saved picture is a 256 × 256 PNG; the shell's avatar shows it at once.
 */
export function AvatarSection({ profile, administrationId }: { profile: UserProfile; administrationId: string }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const upload = useMutation(getUpdateUserAvatarMutationOptions());

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const choose = async (file: File | undefined) => {
    setError(null);
    setSaved(false);
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return setError(problem === 'type' ? t('avatar.errors.type') : t('avatar.errors.size'));
    const url = URL.createObjectURL(file);
    try {
      const image = await loadImage(url);
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      setPicked({ url, image, size });
      setCrop(initialCrop(size));
    } catch {
      URL.revokeObjectURL(url);
      setError(t('avatar.errors.unreadable'));
    }
  };

  const save = async () => {
    if (!picked || !crop) return;
    setError(null);
    try {
      const file = await cropToPng(picked.image, crop);
      await upload.mutateAsync({ administrationId, userId: profile.id, data: { file } });
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      return setError(status === 415 ? t('avatar.errors.type') : status === 413 ? t('avatar.errors.size') : t('avatar.errors.saveFailed'));
    }
    // The shell's picture: its cached image is replaced, and the profile says it has one.
    await queryClient.invalidateQueries({ queryKey: protectedImageQueryOptions(avatarPath(administrationId, profile.id)).queryKey });
    setPicked(null);
    setCrop(null);
    setSaved(true);
  };

  const errorId = `${inputId}-error`;
  return (
    <section aria-labelledby="account-avatar-title" className="flex flex-col gap-3">
      <h2 id="account-avatar-title" className="text-base font-semibold text-slate-900">
        {t('avatar.title')}
      </h2>
      <FormNotice message={saved ? t('avatar.saved') : null} />
      <div className="flex items-center gap-4">
        <CurrentPicture path={profile.hasAvatar ? avatarPath(administrationId, profile.id) : null} />
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('avatar.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
            className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
          <p id={hintId} className="text-xs text-slate-600">
            {t('avatar.hint')}
          </p>
          {error ? <FieldErrorList id={errorId} errors={[error]} /> : null}
        </div>
      </div>
      {picked && crop ? (
        <CropEditor picked={picked} crop={crop} onChange={setCrop} onSave={() => void save()} onCancel={() => setPicked(null)} saving={upload.isPending} />
      ) : null}
    </section>
  );
}

/** The saved picture (decorative: the section's heading says what it is), or an empty circle. */
function CurrentPicture({ path }: { path: string | null }) {
  const { src } = useProtectedImage(path, true);
  return (
    <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-full bg-slate-200 ring-1 ring-slate-900/10">
      {src ? <img src={src} alt="" className="size-full object-cover" /> : null}
    </span>
  );
}

function CropEditor(props: { picked: Picked; crop: Crop; onChange: (crop: Crop) => void; onSave: () => void; onCancel: () => void; saving: boolean }) {
  const { picked, crop, onChange, onSave, onCancel, saving } = props;
  const { t } = useTranslation('account');
  const hintId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);
  const { width, height } = picked.size;

  useEffect(() => {
    if (preview.current) drawCrop(preview.current, picked.image, crop, 96);
  }, [picked, crop]);

  const scale = () => (frame.current ? width / frame.current.clientWidth : 1);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const factor = scale();
    onChange(moveCrop(start.crop, (event.clientX - start.x) * factor, (event.clientY - start.y) * factor, picked.size));
  };
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex flex-col gap-2">
        <div ref={frame} className="relative w-full max-w-xs touch-none select-none overflow-hidden rounded-md bg-slate-100">
          <img src={picked.url} alt="" className="block w-full" draggable={false} />
          <div
            role="slider"
            tabIndex={0}
            aria-label={t('avatar.crop')}
            aria-describedby={hintId}
            aria-valuemin={0}
            aria-valuemax={Math.max(width - crop.size, height - crop.size)}
            aria-valuenow={crop.x}
            aria-valuetext={`${crop.x}, ${crop.y}`}
            className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(15,23,42,0.55)] outline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-600"
            style={{ left: percent(crop.x, width), top: percent(crop.y, height), width: percent(crop.size, width), height: percent(crop.size, height) }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={(event) => {
              const step = cropKeyStep(event.key, event.shiftKey, picked.size);
              if (!step) return;
              event.preventDefault();
              onChange(moveCrop(crop, step.dx, step.dy, picked.size));
            }}
          />
        </div>
        <p id={hintId} className="max-w-xs text-xs text-slate-600">
          {t('avatar.cropHint')}
        </p>
        <label className="flex max-w-xs flex-col gap-1 text-sm font-medium text-slate-800">
          {t('avatar.zoom')}
          <input
            type="range"
            min={Math.min(32, width, height)}
            max={Math.min(width, height)}
            value={crop.size}
            onChange={(event) => onChange(resizeCrop(crop, Number(event.target.value), picked.size))}
          />
        </label>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-800">{t('avatar.preview')}</p>
        <div role="img" aria-label={t('avatar.preview')} className="size-24 overflow-hidden rounded-full ring-1 ring-slate-900/10">
          <canvas ref={preview} className="size-full" />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onSave} pending={saving}>
            {t('avatar.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('avatar.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
