import { useEffect, useRef, useState } from "react";
import type { MemberImage } from "../../content/team";

interface MemberAvatarProps {
  image: MemberImage | null;
  initials: string;
  /** The member's name in the page language: the image's alt text. */
  name: string;
}

/** The member's portrait, or their initials when there is none or it fails to load (spec section 8). */
export function MemberAvatar({ image, initials, name }: MemberAvatarProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = imgRef.current;
    // A prerendered image can fail before React hydrates and attaches onError.
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [image]);

  const frame = "h-32 w-32 shrink-0 rounded-full ring-4 ring-white shadow-md";
  if (!image || failed) {
    return (
      <span
        role="img"
        aria-label={name}
        data-testid="avatar-initials"
        className={`${frame} flex items-center justify-center bg-gradient-to-br from-brand-600 to-brand-800 text-3xl font-bold tracking-wide text-white`}
      >
        <span aria-hidden="true">{initials}</span>
      </span>
    );
  }
  return (
    <img
      ref={imgRef}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={name}
      decoding="async"
      data-testid="avatar-image"
      onError={() => setFailed(true)}
      className={`${frame} bg-brand-100 object-cover`}
    />
  );
}
