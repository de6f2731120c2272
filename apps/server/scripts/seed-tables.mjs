// Facts and house choices the seed generator uses to give every descriptor a believable shape.

/** The task a library is most often used for, for libraries whose example models are generated. */
export const LIBRARY_PIPELINES = {
  "adapter-transformers": "text-classification",
  allennlp: "question-answering",
  asteroid: "audio-to-audio",
  bertopic: "text-classification",
  diffusers: "text-to-image",
  espnet: "text-to-speech",
  fairseq: "translation",
  fastai: "image-classification",
  fasttext: "feature-extraction",
  flair: "token-classification",
  keras: "image-classification",
  "keras-hub": "text-generation",
  microduck: "reinforcement-learning",
  "ml-agents": "reinforcement-learning",
  mlx: "text-generation",
  nemo: "automatic-speech-recognition",
  open_clip: "zero-shot-image-classification",
  paddlenlp: "fill-mask",
  PaddleOCR: "image-to-text",
  peft: "text-generation",
  "pyannote-audio": "voice-activity-detection",
  "sample-factory": "reinforcement-learning",
  "sentence-transformers": "sentence-similarity",
  setfit: "text-classification",
  sklearn: "tabular-classification",
  spacy: "token-classification",
  "span-marker": "token-classification",
  speechbrain: "audio-classification",
  "stable-baselines3": "reinforcement-learning",
  stanza: "token-classification",
  timm: "image-classification",
  transformers: "text-classification",
  "transformers.js": "feature-extraction",
  univa: "video-text-to-text",
  "unity-sentis": "image-classification",
};

/** Library by the id's owner, for well-known owners (checked before the task's own libraries). */
export const OWNER_LIBRARIES = {
  "sentence-transformers": "sentence-transformers",
  "cross-encoder": "sentence-transformers",
  speechbrain: "speechbrain",
  espnet: "espnet",
  timm: "timm",
  Xenova: "transformers.js",
  "onnx-community": "transformers.js",
  flair: "flair",
  spacy: "spacy",
  stanfordnlp: "stanza",
  sb3: "stable-baselines3",
  "scikit-learn": "sklearn",
  laion: "open_clip",
  "mlx-community": "mlx",
  pyannote: "pyannote-audio",
  "keras-io": "keras",
};

/** Model type by a word in the id, most specific first. */
export const MODEL_TYPES = [
  ["distilbert", "distilbert"],
  ["roberta", "roberta"],
  ["deberta", "deberta-v2"],
  ["albert", "albert"],
  ["bert", "bert"],
  ["gpt2", "gpt2"],
  ["llama", "llama"],
  ["mistral", "mistral"],
  ["mixtral", "mixtral"],
  ["qwen", "qwen2"],
  ["gemma", "gemma2"],
  ["phi", "phi3"],
  ["t5", "t5"],
  ["bart", "bart"],
  ["whisper", "whisper"],
  ["wav2vec2", "wav2vec2"],
  ["vit", "vit"],
  ["clip", "clip"],
  ["siglip", "siglip"],
  ["detr", "detr"],
  ["segformer", "segformer"],
  ["blip", "blip"],
  ["dpt", "dpt"],
  ["sam", "sam"],
];

/** Architecture suffix and auto class per task, for transformers models. */
export const TASK_HEADS = {
  "text-classification": [
    "ForSequenceClassification",
    "AutoModelForSequenceClassification",
    "AutoTokenizer",
  ],
  "token-classification": [
    "ForTokenClassification",
    "AutoModelForTokenClassification",
    "AutoTokenizer",
  ],
  "question-answering": ["ForQuestionAnswering", "AutoModelForQuestionAnswering", "AutoTokenizer"],
  "fill-mask": ["ForMaskedLM", "AutoModelForMaskedLM", "AutoTokenizer"],
  "text-generation": ["ForCausalLM", "AutoModelForCausalLM", "AutoTokenizer"],
  summarization: ["ForConditionalGeneration", "AutoModelForSeq2SeqLM", "AutoTokenizer"],
  translation: ["ForConditionalGeneration", "AutoModelForSeq2SeqLM", "AutoTokenizer"],
  "zero-shot-classification": [
    "ForSequenceClassification",
    "AutoModelForSequenceClassification",
    "AutoTokenizer",
  ],
  "feature-extraction": ["Model", "AutoModel", "AutoTokenizer"],
  "image-classification": [
    "ForImageClassification",
    "AutoModelForImageClassification",
    "AutoImageProcessor",
  ],
  "object-detection": ["ForObjectDetection", "AutoModelForObjectDetection", "AutoImageProcessor"],
  "image-segmentation": [
    "ForSemanticSegmentation",
    "AutoModelForSemanticSegmentation",
    "AutoImageProcessor",
  ],
  "automatic-speech-recognition": ["ForCTC", "AutoModelForCTC", "AutoProcessor"],
  "audio-classification": [
    "ForAudioClassification",
    "AutoModelForAudioClassification",
    "AutoFeatureExtractor",
  ],
  "image-to-text": ["ForConditionalGeneration", "AutoModelForVision2Seq", "AutoProcessor"],
  "image-text-to-text": [
    "ForConditionalGeneration",
    "AutoModelForImageTextToText",
    "AutoProcessor",
  ],
  "depth-estimation": ["ForDepthEstimation", "AutoModelForDepthEstimation", "AutoImageProcessor"],
};

/** Widget examples written for this catalogue, by task. */
export const WIDGET_EXAMPLES = {
  "text-classification": [{ text: "The new update made the app twice as fast. Great work!" }],
  "token-classification": [{ text: "Ada Lovelace worked with Charles Babbage in London." }],
  "question-answering": [
    {
      text: "Where do penguins live?",
      context: "Most penguins live in the Southern Hemisphere, from Antarctica to the Galápagos.",
    },
  ],
  "fill-mask": [{ text: "The capital of Italy is [MASK]." }],
  "text-generation": [{ text: "Once upon a time in a quiet harbour town," }],
  summarization: [
    {
      text: "The city council met on Tuesday to discuss the new cycling lanes. After a long debate, members agreed to build three new routes next spring and to review traffic data after six months.",
    },
  ],
  translation: [{ text: "The library opens at nine in the morning." }],
  "zero-shot-classification": [
    {
      text: "I am looking for a cheap flight to Lisbon next week.",
      candidate_labels: "travel, cooking, sports",
    },
  ],
  "sentence-similarity": [
    {
      source_sentence: "A dog runs across the park.",
      sentences: [
        "A puppy is playing outside.",
        "The stock market fell today.",
        "Someone is walking a dog.",
      ],
    },
  ],
  "feature-extraction": [{ text: "Embeddings turn sentences into vectors." }],
  "text-to-image": [{ text: "A lighthouse on a cliff at sunset, watercolour" }],
  "text-to-speech": [{ text: "Welcome to ModelDeck. Try any model you like." }],
  "automatic-speech-recognition": [
    {
      src: "/media/librivox-sense-and-sensibility-0870.flac",
      example_title: "Sense and Sensibility",
    },
  ],
  "audio-classification": [{ src: "/media/cards-005.wav", example_title: "Playing cards" }],
  "image-classification": [{ src: "/media/cat-chelsea.png", example_title: "Cat" }],
  "object-detection": [{ src: "/media/coffee.png", example_title: "Coffee" }],
  "image-to-text": [{ src: "/media/rocket.jpg", example_title: "Rocket" }],
};

/** Real GGUF repositories (ids and base models), with the quantizations their files use. */
export const GGUF_REPOSITORIES = [
  ["bartowski/Llama-3.2-3B-Instruct-GGUF", "Llama-3.2-3B-Instruct", "llama", 131072],
  ["TheBloke/Mistral-7B-Instruct-v0.2-GGUF", "mistral-7b-instruct-v0.2", "llama", 32768],
  ["Qwen/Qwen2.5-7B-Instruct-GGUF", "qwen2.5-7b-instruct", "qwen2", 32768],
  ["unsloth/Qwen3-8B-GGUF", "Qwen3-8B", "qwen3", 40960],
  ["lmstudio-community/gemma-2-9b-it-GGUF", "gemma-2-9b-it", "gemma2", 8192],
  ["ggml-org/gemma-3-1b-it-GGUF", "gemma-3-1b-it", "gemma3", 32768],
  ["microsoft/Phi-3-mini-4k-instruct-gguf", "Phi-3-mini-4k-instruct", "phi3", 4096],
  ["TheBloke/Llama-2-7B-Chat-GGUF", "llama-2-7b-chat", "llama", 4096],
];
export const GGUF_QUANTS = ["Q2_K", "Q3_K_M", "Q4_K_M", "Q5_K_M", "Q6_K", "Q8_0", "F16"];

/** Real MLX conversions, which the mlx library and local apps list. */
export const MLX_REPOSITORIES = [
  "mlx-community/Llama-3.2-3B-Instruct-4bit",
  "mlx-community/Mistral-7B-Instruct-v0.3-4bit",
  "mlx-community/Qwen2.5-7B-Instruct-4bit",
];

/** Files a repository of each library typically holds. */
export const LIBRARY_FILES = {
  transformers: ["config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json"],
  "transformers.js": [
    "config.json",
    "tokenizer.json",
    "onnx/model.onnx",
    "onnx/model_quantized.onnx",
  ],
  "sentence-transformers": [
    "config.json",
    "modules.json",
    "config_sentence_transformers.json",
    "model.safetensors",
    "tokenizer.json",
  ],
  diffusers: [
    "model_index.json",
    "unet/diffusion_pytorch_model.safetensors",
    "vae/diffusion_pytorch_model.safetensors",
    "text_encoder/model.safetensors",
  ],
  timm: ["config.json", "model.safetensors", "pytorch_model.bin"],
  sklearn: ["config.json", "skops-model.pkl"],
  speechbrain: ["hyperparams.yaml", "model.ckpt"],
  espnet: ["exp/config.yaml", "exp/model.pth"],
  mlx: ["config.json", "model.safetensors", "tokenizer.json"],
  keras: ["config.json", "model.keras"],
  "stable-baselines3": ["model.zip", "config.json"],
  "ml-agents": ["model.onnx", "configuration.yaml"],
  spacy: ["config.cfg", "meta.json", "model.whl"],
  open_clip: ["open_clip_config.json", "open_clip_model.safetensors"],
  fasttext: ["model.bin"],
  peft: ["adapter_config.json", "adapter_model.safetensors"],
};
