import type { MemberImage } from "../../../content/team";
import { avatarFrameClass, avatarInitialsClass } from "../../behaviours/member-avatar";
import { photoFor, srcSet } from "../photos";

interface MemberAvatarProps {
  image: MemberImage | null;
  initials: string;
  /** The member's name in the page language: the image's alt text. */
  name: string;
}

/**
 * The member's portrait, or their initials when there is none (spec section 8). A
 * portrait that fails to load is swapped for the initials by app/behaviours/member-avatar.ts.
 */
export function MemberAvatar({ image, initials, name }: MemberAvatarProps) {
  if (!image) {
    return (
      <span role="img" aria-label={name} data-testid="avatar-initials" className={avatarInitialsClass}>
        <span aria-hidden="true">{initials}</span>
      </span>
    );
  }
  // A photograph in content-images/team/ replaces the drawn portrait (scripts/build-photos.mjs).
  const photo = photoFor(image.src);
  const img = (
    <img
      src={photo ? photo.webp[photo.webp.length - 1]!.src : image.src}
      width={image.width}
      height={image.height}
      alt={name}
      decoding="async"
      data-testid="avatar-image"
      data-behaviour="member-avatar"
      data-initials={initials}
      className={`${avatarFrameClass} bg-brand-100 object-cover`}
    />
  );
  if (!photo) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo.avif)} sizes="8rem" />
      <source type="image/webp" srcSet={srcSet(photo.webp)} sizes="8rem" />
      {img}
    </picture>
  );
}
