import { useApiClient } from "../../../lib/api-client";
import { fetchGatewayStatus, loadInference, type GatewayStatus } from "../../../lib/inference";
import { forgetTokens, updateSettings, useSettings, type Theme } from "../../../lib/settings";
import { useResource } from "../../../lib/use-resource";
import { hfTokenDestination, keyDestination, refuseHfToken } from "../components/key-destination";
import { SecretField } from "../components/secret-field";

const THEMES: { value: Theme; label: string }[] = [
  { value: "system", label: "Follow the system" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/** What the gateway status means for this browser, in one sentence. */
function gatewayStatusText(
  status: GatewayStatus | undefined,
  settings: { gatewayToken: string },
): string {
  if (status === undefined) return "";
  const shared = Object.entries(status.providers)
    .filter(([, provider]) => provider.operatorKey)
    .map(([id]) => id);
  const usable = shared.length > 0 ? ` Its keys serve you for: ${shared.join(", ")}.` : "";
  if (settings.gatewayToken && status.tokenAccepted) {
    return `This server accepted your gateway token.${usable}`;
  }
  if (settings.gatewayToken && status.tokenRequired) {
    return "This server did not accept this gateway token.";
  }
  if (status.tokenRequired) {
    return "This server shares its provider keys only with a gateway token; without one, add your own keys above.";
  }
  return shared.length > 0
    ? `This server's provider keys can be used from this browser for: ${shared.join(", ")}.`
    : "This server's provider keys cannot be used from this browser: add your own keys above.";
}

/**
 * Settings: access tokens kept only in this browser (with one-click forget), the hub URL, the
 * gateway switch and the colour theme. Every change is saved at once.
 *
 * @example
 * ```tsx
 * <SettingsPage />
 * ```
 */
export default function SettingsPage() {
  const api = useApiClient();
  const settings = useSettings();
  const providers = useResource("providers", async () => {
    const { INFERENCE_PROVIDERS } = await loadInference();
    return INFERENCE_PROVIDERS.filter((provider) => provider !== "hf-inference");
  });
  // Asked again whenever the token changes: the answer is about this browser and its token.
  const status = useResource(`gateway-status:${settings.gatewayToken}`, () =>
    fetchGatewayStatus(api.fetch, api.baseUrl, settings.gatewayToken),
  );
  const hasTokens =
    Boolean(settings.hfToken) ||
    Boolean(settings.gatewayToken) ||
    Object.values(settings.providerKeys).some(Boolean);
  return (
    <>
      <h1>Settings</h1>
      <section aria-labelledby="tokens-heading" className="panel">
        <h2 id="tokens-heading">Access tokens</h2>
        <p role="note">
          Tokens and keys are stored only in this browser (localStorage). Each is sent only with
          requests to the provider it belongs to, and never shown in full; the line under each field
          says which way it goes.
        </p>
        <SecretField
          label="Hugging Face token"
          value={settings.hfToken}
          onChange={(hfToken) => updateSettings({ hfToken })}
          refuse={refuseHfToken}
          hint={hfTokenDestination(settings)}
        />
        <h3>Provider keys</h3>
        <p className="muted">
          A provider key is used for that provider only, billed by the provider.
        </p>
        <div className="key-grid">
          {providers.status === "ready"
            ? providers.data.map((provider) => (
                <SecretField
                  key={provider}
                  label={`${provider} key`}
                  value={settings.providerKeys[provider] ?? ""}
                  onChange={(key) =>
                    updateSettings({ providerKeys: { ...settings.providerKeys, [provider]: key } })
                  }
                  hint={keyDestination(settings, provider)}
                />
              ))
            : null}
        </div>
        <p>
          <button type="button" onClick={forgetTokens} disabled={!hasTokens}>
            Forget all tokens and keys
          </button>
        </p>
        <p role="status" className="muted">
          {hasTokens ? "Tokens are saved in this browser." : "No token is saved in this browser."}
        </p>
      </section>
      <section aria-labelledby="requests-heading" className="panel">
        <h2 id="requests-heading">Requests</h2>
        <label className="inline">
          <input
            type="checkbox"
            checked={settings.useGateway}
            onChange={(event) => updateSettings({ useGateway: event.target.checked })}
          />
          Send inference requests through this ModelDeck server
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={settings.keysThroughServer}
            disabled={!settings.useGateway}
            onChange={(event) => updateSettings({ keysThroughServer: event.target.checked })}
          />
          Send my own provider keys through this server too
        </label>
        <p className="muted">
          By default a key of yours for a provider that takes calls from web pages goes straight to
          that provider, and this server never sees it; other keys, your Hugging Face token and
          requests without a key of yours go through this server.
        </p>

        <SecretField
          label="Gateway token"
          value={settings.gatewayToken}
          onChange={(gatewayToken) => updateSettings({ gatewayToken })}
          hint="Given by the operator of this ModelDeck server. Kept only in this browser and sent only to this server, so it can use the operator's provider keys for you."
        />
        <p role="status" className="muted">
          {gatewayStatusText(status.status === "ready" ? status.data : undefined, settings)}
        </p>
        <label htmlFor="hub-url">Hub URL</label>
        <input
          id="hub-url"
          type="url"
          value={settings.hubUrl}
          placeholder="this server"
          onChange={(event) => updateSettings({ hubUrl: event.target.value.trim() })}
        />
        <p className="muted">
          The hub the inference client asks which providers serve a model. Leave empty to use this
          server (works offline with its own catalogue). Set it only to a hub you trust: your
          Hugging Face token goes with those look-ups.
        </p>
      </section>
      <ThemeSection current={settings.theme} />
    </>
  );
}

/** The colour theme's radio group, saved at once like every setting. */
function ThemeSection({ current }: { current: ReturnType<typeof useSettings>["theme"] }) {
  return (
    <section aria-labelledby="theme-heading" className="panel">
      <h2 id="theme-heading">Theme</h2>
      <fieldset>
        <legend>Colour theme</legend>
        {THEMES.map((theme) => (
          <label key={theme.value} className="inline">
            <input
              type="radio"
              name="theme"
              value={theme.value}
              checked={current === theme.value}
              onChange={() => updateSettings({ theme: theme.value })}
            />
            {theme.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
