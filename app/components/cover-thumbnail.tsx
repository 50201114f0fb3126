import { clsx } from "clsx";
import { COVER_DEFAULT_IMAGE_SIZE, COVER_IMAGE_SIZES } from "../../common/constants";

const [WIDTH, HEIGHT] = COVER_IMAGE_SIZES[COVER_DEFAULT_IMAGE_SIZE];

/**
 * A paper's cover in a card: cropped to the default image size (spec §9, landscape 4:3) so every card of a
 * list has the same frame, whatever the cover's own shape (they are drawn 2000×2500).
 */
export function CoverThumbnail({ url, className }: { url: string; className?: string }) {
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      data-testid="cover-thumbnail"
      style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}
      className={clsx("rounded-lg bg-zinc-100 object-cover object-top dark:bg-zinc-800", className)}
    />
  );
}
