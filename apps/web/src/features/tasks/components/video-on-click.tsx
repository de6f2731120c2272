import { useState } from "react";
import { externalPaths } from "../../../paths";

/**
 * A YouTube video that loads only when the user asks for it, so opening the page makes no
 * request to YouTube.
 *
 * @example
 * ```tsx
 * <VideoOnClick youtubeId="leNG9fN9FQU" title="Text classification explained" />
 * ```
 */
export function VideoOnClick({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <section aria-labelledby="video-heading">
      <h2 id="video-heading">Video</h2>
      {loaded ? (
        <>
          <div className="video-placeholder">
            <iframe
              src={externalPaths.youtubeEmbed(youtubeId)}
              title={title}
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
          <p>
            {/* A server whose content policy forbids frames still leaves the user a way to the video. */}
            <a href={externalPaths.youtubeWatch(youtubeId)} rel="noopener noreferrer">
              Watch “{title}” on YouTube
            </a>
          </p>
        </>
      ) : (
        <button type="button" onClick={() => setLoaded(true)}>
          Load the video from YouTube
        </button>
      )}
    </section>
  );
}
