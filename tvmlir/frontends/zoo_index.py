"""The reference models' names and what each stands for, without torch.

`tv-import-torch --help` lists them, and the tests check that
`torch_zoo.models()` builds exactly these (`torch_zoo` needs torch; this
module does not, so the help and the name check of `--zoo` work without
it).  Sizes are small so that proofs stay quick; the ops are the ones real
networks lower to.
"""

from __future__ import annotations

ZOO: dict[str, str] = {
    "mlp": "two Linear layers with ReLU",
    "convnet": "Conv2d, ReLU, flatten, Linear",
    "softmax": "softmax over the last dim",
    "layernorm": "nn.LayerNorm",
    "gelu": "GELU (erf)",
    "attention": "scaled dot-product attention, one head",
    "batched_attention": "attention over a batch",
    "transformer_block": "pre-norm block: attention and MLP with residuals",
    "resnet_block": "ResNet basic block: 3x3 Conv2d(padding=1), BatchNorm, ReLU, twice, residual",
    "resnet_stage": "ResNet-18-style stage: two basic blocks",
    "inverted_residual": "MobileNetV2 inverted residual: pointwise, depthwise 3x3, BatchNorm, ReLU6",
    "embedding_pool": "nn.Embedding lookup, mean pool, Linear",
    "lstm_cell": "nn.LSTMCell step",
    "gru_cell": "nn.GRUCell step",
    "groupnorm": "nn.GroupNorm",
    "instancenorm": "nn.InstanceNorm2d (affine)",
    "pooling_cnn": "padded Conv2d, MaxPool2d, AvgPool2d, AdaptiveAvgPool2d, Linear",
    "conv_transpose": "nn.ConvTranspose2d (stride 2)",
    "rmsnorm": "RMSNorm: x * rsqrt(mean(x.pow(2)) + eps) * weight",
    "argmax_classifier": "Linear, then argmax over the classes",
    "masked_attention": "two-head causal attention (masked_fill with -inf)",
    "swiglu_mlp": "LLaMA MLP: w2(silu(w1 x) * w3 x)",
    "vit_patch_embed": "ViT patch embedding: strided Conv2d, flatten, transpose, position embedding",
    "elementwise_mix": "where, clamp, exp, log, abs",
    "lstm_sequence": "nn.LSTM over two time steps (outputs stacked: tensor.concat)",
}


__all__ = ["ZOO"]
