"""Small PyTorch models that stand for what users export: the reference
set of issue 10 (the first eight) and the layers of issue 24 (padded
convolutions with BatchNorm, embeddings, recurrent cells, normalizations,
pooling, transposed convolution, RMSNorm, argmax, masked attention, SwiGLU,
patch embedding, `nn.LSTM` over a sequence).  Tests, benchmarks/models.py
and the shipped exports (lit_tests/Inputs/torch) use these; `zoo_index.ZOO`
names and describes them.  Sizes are small so that proofs stay quick; the ops are the ones real
models lower to.

Needs torch; import this module only where torch is installed."""

from __future__ import annotations

import math

import torch
from torch import nn


class MLP(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.l1 = nn.Linear(4, 8)
        self.l2 = nn.Linear(8, 3)

    def forward(self, x):
        return self.l2(torch.relu(self.l1(x)))


class ConvNet(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.fc = nn.Linear(2 * 4 * 4, 3)

    def forward(self, x):
        return self.fc(torch.flatten(torch.relu(self.conv(x)), 1))


class Softmax(nn.Module):
    def forward(self, x):
        return torch.softmax(x, -1)


class LayerNorm(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.ln = nn.LayerNorm(4)

    def forward(self, x):
        return self.ln(x)


class GELU(nn.Module):
    def forward(self, x):
        return nn.functional.gelu(x)


def _attention(q, k, v):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    return torch.softmax(scores, -1) @ v


class Attention(nn.Module):
    def forward(self, q, k, v):
        return _attention(q, k, v)


class BatchedAttention(nn.Module):
    def forward(self, q, k, v):
        return _attention(q, k, v)


class TransformerBlock(nn.Module):
    """Pre-norm: x + attn(ln1(x)), then + mlp(ln2(.)); one head."""

    def __init__(self, d: int = 4) -> None:
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.ln2 = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 2 * d)
        self.fc2 = nn.Linear(2 * d, d)

    def forward(self, x):
        q, k, v = self.qkv(self.ln1(x)).chunk(3, -1)
        x = x + _attention(q, k, v)
        return x + self.fc2(torch.relu(self.fc1(self.ln2(x))))


class BasicBlock(nn.Module):
    """ResNet's basic block (eval mode: BatchNorm with running statistics)."""

    def __init__(self, c: int = 2) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(c)

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(x + self.bn2(self.conv2(y)))


class ResNetStage(nn.Module):
    """Two basic blocks, as a stage of ResNet-18."""

    def __init__(self, c: int = 2) -> None:
        super().__init__()
        self.blocks = nn.Sequential(BasicBlock(c), BasicBlock(c))

    def forward(self, x):
        return self.blocks(x)


class InvertedResidual(nn.Module):
    """MobileNetV2's block with expansion 2 and a residual."""

    def __init__(self, c: int = 2, expand: int = 2) -> None:
        super().__init__()
        h = c * expand
        self.pw = nn.Conv2d(c, h, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(h)
        self.dw = nn.Conv2d(h, h, 3, padding=1, groups=h, bias=False)
        self.bn2 = nn.BatchNorm2d(h)
        self.project = nn.Conv2d(h, c, 1, bias=False)
        self.bn3 = nn.BatchNorm2d(c)

    def forward(self, x):
        y = nn.functional.relu6(self.bn1(self.pw(x)))
        y = nn.functional.relu6(self.bn2(self.dw(y)))
        return x + self.bn3(self.project(y))


class EmbeddingPool(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embed = nn.Embedding(6, 4)
        self.fc = nn.Linear(4, 3)

    def forward(self, idx):
        return self.fc(self.embed(idx).mean(1))


class LSTMCell(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.cell = nn.LSTMCell(3, 2)

    def forward(self, x, h, c):
        h1, c1 = self.cell(x, (h, c))
        return h1 + c1


class GRUCell(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.cell = nn.GRUCell(3, 2)

    def forward(self, x, h):
        return self.cell(x, h)


class GroupNorm(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.norm = nn.GroupNorm(2, 4)

    def forward(self, x):
        return self.norm(x)


class InstanceNorm(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.norm = nn.InstanceNorm2d(2, affine=True)

    def forward(self, x):
        return self.norm(x)


class PoolingCNN(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, padding=1)
        self.fc = nn.Linear(2, 3)

    def forward(self, x):
        y = nn.functional.max_pool2d(torch.relu(self.conv(x)), 2)
        y = nn.functional.avg_pool2d(y, 2, stride=1, padding=1)
        return self.fc(nn.functional.adaptive_avg_pool2d(y, 1).flatten(1))


class ConvTranspose(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.up = nn.ConvTranspose2d(2, 1, 2, stride=2)

    def forward(self, x):
        return self.up(x)


class RMSNorm(nn.Module):
    def __init__(self, d: int = 4) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(d))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight


class ArgmaxClassifier(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc = nn.Linear(4, 3)

    def forward(self, x):
        return self.fc(x).argmax(-1)


class MaskedAttention(nn.Module):
    """Causal self-attention with two heads of size 2."""

    def __init__(self, d: int = 4, heads: int = 2) -> None:
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)

    def forward(self, x):
        t, d = x.shape
        hd = d // self.heads
        q, k, v = (y.view(t, self.heads, hd).transpose(0, 1) for y in self.qkv(x).chunk(3, -1))
        scores = q @ k.transpose(-2, -1) / math.sqrt(hd)
        mask = torch.triu(torch.ones(t, t, dtype=torch.bool), 1)
        scores = scores.masked_fill(mask, float("-inf"))
        y = torch.softmax(scores, -1) @ v
        return self.out(y.transpose(0, 1).reshape(t, d))


class SwiGLU(nn.Module):
    def __init__(self, d: int = 4, hidden: int = 6) -> None:
        super().__init__()
        self.w1 = nn.Linear(d, hidden, bias=False)
        self.w3 = nn.Linear(d, hidden, bias=False)
        self.w2 = nn.Linear(hidden, d, bias=False)

    def forward(self, x):
        return self.w2(nn.functional.silu(self.w1(x)) * self.w3(x))


class PatchEmbed(nn.Module):
    """ViT: 2x2 patches of a 4x4 image, projected to 4 channels, plus a
    learned position embedding."""

    def __init__(self) -> None:
        super().__init__()
        self.proj = nn.Conv2d(1, 4, 2, stride=2)
        self.pos = nn.Parameter(torch.randn(1, 4, 4))

    def forward(self, x):
        return self.proj(x).flatten(2).transpose(1, 2) + self.pos


class ElementwiseMix(nn.Module):
    def forward(self, x):
        y = torch.where(x > 0, torch.exp(x), torch.log(x.abs() + 1))
        return y.clamp(-1.0, 2.0)


class LSTMSequence(nn.Module):
    """`nn.LSTM` over two time steps: its outputs are stacked
    (`tensor.concat`), which the single-step cell never shows."""

    def __init__(self) -> None:
        super().__init__()
        self.lstm = nn.LSTM(3, 2, batch_first=True)

    def forward(self, x):
        y, _ = self.lstm(x)
        return y


def _with_statistics(model: nn.Module) -> nn.Module:
    """BatchNorm layers with running statistics that are not the defaults
    (mean 0, variance 1 would hide a wrong normalization)."""
    for m in model.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.copy_(torch.randn(m.num_features) * 0.1)
            m.running_var.copy_(torch.rand(m.num_features) + 0.5)
    return model


def models() -> dict[str, tuple[nn.Module, list[torch.Tensor]]]:
    """name -> (model in eval mode, example inputs), deterministic; the
    names and order of `zoo_index.ZOO`."""
    torch.manual_seed(0)
    r = torch.randn
    table = {
        "mlp": (MLP(), [r(2, 4)]),
        "convnet": (ConvNet(), [r(1, 1, 6, 6)]),
        "softmax": (Softmax(), [r(2, 5)]),
        "layernorm": (LayerNorm(), [r(2, 4)]),
        "gelu": (GELU(), [r(2, 4)]),
        "attention": (Attention(), [r(3, 4), r(3, 4), r(3, 4)]),
        "batched_attention": (BatchedAttention(), [r(2, 3, 4), r(2, 3, 4), r(2, 3, 4)]),
        "transformer_block": (TransformerBlock(), [r(3, 4)]),
    }
    # The models of issue 24 draw from their own seed, so that adding one
    # never changes the weights of another (nor of the eight above).
    for name, make, inputs in (
        ("resnet_block", lambda: _with_statistics(BasicBlock()), lambda: [r(1, 2, 4, 4)]),
        ("resnet_stage", lambda: _with_statistics(ResNetStage()), lambda: [r(1, 2, 4, 4)]),
        ("inverted_residual", lambda: _with_statistics(InvertedResidual()), lambda: [r(1, 2, 3, 3)]),
        ("embedding_pool", EmbeddingPool, lambda: [torch.randint(0, 6, (2, 3))]),
        ("lstm_cell", LSTMCell, lambda: [r(2, 3), r(2, 2), r(2, 2)]),
        ("gru_cell", GRUCell, lambda: [r(2, 3), r(2, 2)]),
        ("groupnorm", GroupNorm, lambda: [r(1, 4, 2, 2)]),
        ("instancenorm", InstanceNorm, lambda: [r(1, 2, 2, 2)]),
        ("pooling_cnn", PoolingCNN, lambda: [r(1, 1, 4, 4)]),
        ("conv_transpose", ConvTranspose, lambda: [r(1, 2, 2, 2)]),
        ("rmsnorm", RMSNorm, lambda: [r(3, 4)]),
        ("argmax_classifier", ArgmaxClassifier, lambda: [r(2, 4)]),
        ("masked_attention", MaskedAttention, lambda: [r(3, 4)]),
        ("swiglu_mlp", SwiGLU, lambda: [r(3, 4)]),
        ("vit_patch_embed", PatchEmbed, lambda: [r(1, 1, 4, 4)]),
        ("elementwise_mix", ElementwiseMix, lambda: [r(2, 4)]),
        ("lstm_sequence", LSTMSequence, lambda: [r(1, 2, 3)]),
    ):
        torch.manual_seed(24)
        table[name] = (make(), inputs())
    return {name: (m.eval(), xs) for name, (m, xs) in table.items()}
